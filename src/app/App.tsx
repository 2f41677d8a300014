import { Suspense, createElement, lazy, startTransition, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { getDefaultStore } from 'jotai';
import { startConnectivity } from '../lib/connectivity.ts';
import { answerHeldInput } from '../lib/heldInputQueue.ts';
import { partHydrated } from '../lib/hydration.ts';
import { AppShell } from '../shell/AppShell.tsx';
import { DeferredToaster } from '../ui/DeferredToaster.tsx';
import { OfflineIndicator } from '../shell/OfflineIndicator.tsx';
import { UpdatePrompt } from '../shell/UpdatePrompt.tsx';
import { bootServices } from './bootServices.ts';
import { pageFor } from './pages.ts';
import { findRoute } from './routeTable.ts';
import { useNavigationEffects } from './useNavigationEffects.ts';
import './App.css';

// Not part of a page's first paint: a visitor who passed the gate never needs its code.
const AccessGate = lazy(() =>
  import('../features/gate/AccessGate.tsx').then((module) => ({ default: module.AccessGate })),
);

function PageFallback() {
  return <div className="page-fallback" aria-busy="true" aria-label="Loading page" />;
}

/**
 * Once the page has hydrated and the visit's start (the network, the stored session, waiting
 * calls) is on screen, carries out what the visitor did before (index.html's inline script held
 * it) and marks the document ready (`html[data-ready]`).
 */
function PageReady() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    partHydrated('page');
    // What the prerendered page could not know is applied only now: changed earlier, it would
    // reach a page still hydrating. As a transition, the re-render it causes runs in short
    // slices instead of one long task.
    let stopConnectivity = () => {};
    startTransition(() => {
      stopConnectivity = startConnectivity(getDefaultStore());
      bootServices();
      setStarted(true);
    });
    return () => stopConnectivity();
  }, []);
  useEffect(() => {
    if (!started) return;
    // After React's commit: each held event is then handled and rendered before the next.
    void answerHeldInput().then(() => document.documentElement.setAttribute('data-ready', ''));
  }, [started]);
  return null;
}

function SiteRoutes() {
  const [location] = useLocation();
  const route = findRoute(location);
  useNavigationEffects(location, route);
  return (
    <AppShell stickyActions={route?.stickyActions === true}>
      {/* pageFor returns the same component for a path every time, so state is kept. */}
      <Suspense fallback={<PageFallback />}>
        {createElement(pageFor(route?.path))}
        <PageReady />
      </Suspense>
    </AppShell>
  );
}

/** `unlocked`: whether the visitor passed the gate earlier in this browser session. */
export function App({ unlocked: unlockedAtStart }: { unlocked: boolean }) {
  const [unlocked, setUnlocked] = useState(unlockedAtStart);
  // The gate has no page to wait for; once it opens, the page's PageReady takes over.
  useEffect(() => (unlocked ? undefined : startConnectivity(getDefaultStore())), [unlocked]);
  return (
    <>
      <DeferredToaster />
      {unlocked ? (
        <SiteRoutes />
      ) : (
        <Suspense fallback={null}>
          <AccessGate onUnlock={() => setUnlocked(true)} />
        </Suspense>
      )}
      <OfflineIndicator />
      <UpdatePrompt />
    </>
  );
}
