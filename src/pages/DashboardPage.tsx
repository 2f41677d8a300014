import { useLocation } from 'wouter';
import { routeCopy } from '../content/routes.ts';
import { SavedRooms } from '../features/canvas/SavedRooms.tsx';
import { DeviceOverview } from '../features/dashboard/DeviceOverview.tsx';
import { PromoCards } from '../features/dashboard/PromoCards.tsx';
import { RecentDesigns } from '../features/dashboard/RecentDesigns.tsx';
import { ShortcutCards } from '../features/dashboard/ShortcutCards.tsx';
import { WelcomeBanner } from '../features/dashboard/WelcomeBanner.tsx';

export default function DashboardPage() {
  const [, navigate] = useLocation();
  return (
    <>
      <WelcomeBanner {...routeCopy('/dashboard')} />
      <div className="container dashboard">
        <ShortcutCards />
        <RecentDesigns />
        <DeviceOverview>
          <SavedRooms headingLevel={3} onOpened={() => navigate('/design-dashboard')} />
        </DeviceOverview>
        <PromoCards />
      </div>
    </>
  );
}
