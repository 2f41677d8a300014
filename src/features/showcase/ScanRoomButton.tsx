import { ScanLine } from 'lucide-react';
import { Link } from 'wouter';
import { SCAN_BUTTON_SCROLL_THRESHOLD_PX } from '../../lib/timing.ts';
import { useScrolledPast } from './useScrolledPast.ts';
import './ScanRoomButton.css';

/**
 * 'Scan Your Room', shown after 300 px of scroll: a full-width bar on phones and tablets,
 * a floating round button at the bottom right on desktops.
 */
export function ScanRoomButton() {
  const visible = useScrolledPast(SCAN_BUTTON_SCROLL_THRESHOLD_PX);
  return (
    <div
      className="scan-room-button"
      data-visible={visible ? 'true' : 'false'}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
    >
      <Link href="/start-room" className="scan-room-button__link">
        <ScanLine aria-hidden="true" />
        <span className="scan-room-button__label">Scan Your Room</span>
      </Link>
    </div>
  );
}
