// Drag needs framer-motion's largest feature bundle; it loads on its own, after the canvas.
export { domMax as default } from 'framer-motion';
