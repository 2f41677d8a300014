import { routeCopy } from '../content/routes.ts';
import { DesignCanvas } from '../features/canvas/DesignCanvas.tsx';

export default function DesignDashboardPage() {
  return <DesignCanvas {...routeCopy('/design-dashboard')} />;
}
