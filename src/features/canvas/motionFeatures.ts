// Drag needs framer-motion's largest feature bundle; it loads on its own, after the placed items (PlacedItems.tsx).
export { domMax as default } from 'framer-motion';
