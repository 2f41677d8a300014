import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './App.tsx';

/**
 * The whole tree, the same on the server (which passes the path it renders) and in the browser
 * (which hydrates that markup), so the two renders match element for element.
 */
export function AppRoot({ ssrPath, unlocked }: { ssrPath?: string; unlocked: boolean }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <App unlocked={unlocked} />
      </Router>
    </StrictMode>
  );
}
