// The same page as /hire-designer (spec 02 section 2), under its own route and heading.
export { default } from './HireDesignerPage.tsx';
