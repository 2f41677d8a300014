import { Suspense, createElement, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { AccessGate } from '../features/gate/AccessGate.tsx';
import { isUnlocked } from '../features/gate/gateLogic.ts';
import { startAuthSession } from '../features/auth/authSession.ts';
import { startOutbox } from '../features/outbox/outboxClient.ts';
import { AppShell } from '../shell/AppShell.tsx';
import { OfflineIndicator } from '../shell/OfflineIndicator.tsx';
import { UpdatePrompt } from '../shell/UpdatePrompt.tsx';
import { AppToaster } from '../ui/Toaster.tsx';
import { pageFor } from './pages.ts';
import { findRoute } from './routeTable.ts';
import { useNavigationEffects } from './useNavigationEffects.ts';
import './App.css';

function PageFallback() {
  return <div className="page-fallback" aria-busy="true" aria-label="Loading page" />;
}

function SiteRoutes() {
  const [location] = useLocation();
  const route = findRoute(location);
  useNavigationEffects(location, route);
  useEffect(() => {
    // The queue replays calls through supabase-js, so it starts once the session is being read.
    void startAuthSession().then(startOutbox);
  }, []);
  return (
    <AppShell stickyActions={route?.stickyActions === true}>
      {/* pageFor returns the same lazy component for a path every time, so state is kept. */}
      <Suspense fallback={<PageFallback />}>{createElement(pageFor(route?.path))}</Suspense>
    </AppShell>
  );
}

export function App() {
  const [unlocked, setUnlocked] = useState(() => isUnlocked(sessionStorage));
  return (
    <>
      <AppToaster />
      {unlocked ? <SiteRoutes /> : <AccessGate onUnlock={() => setUnlocked(true)} />}
      <OfflineIndicator />
      <UpdatePrompt />
    </>
  );
}
