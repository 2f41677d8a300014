/** One button of the sticky bottom action bar: a link, or the one in-page action it has. */
export type StickyAction =
  | { kind: 'link'; label: string; href: string; primary: boolean }
  | { kind: 'save-design'; label: string; primary: boolean };

/** The buttons by path (spec 01 section 2, "Sticky bottom action bar"). */
export function stickyActionsFor(path: string): readonly [StickyAction, StickyAction] {
  switch (path) {
    case '/':
      return [link('Try Scanner', '/try-scanner', true), link('Explore Rooms', '/browse-rooms')];
    case '/try-scanner':
      return [
        link('Scan Room', '/try-scanner#scan', true),
        link('Upload Photos', '/upload-photos'),
      ];
    case '/design-gallery':
      return [
        link('Launch My Design', '/launch-design', true),
        link('Browse More', '/browse-rooms'),
      ];
    case '/launch-design':
      return [
        { kind: 'save-design', label: 'Save Design', primary: true },
        link('View Cart', '/checkout'),
      ];
    default:
      return [
        link('Try Scanner', '/try-scanner', true),
        link('Launch My Design', '/launch-design'),
      ];
  }
}

function link(label: string, href: string, primary = false): StickyAction {
  return { kind: 'link', label, href, primary };
}
