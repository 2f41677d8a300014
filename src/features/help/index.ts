export { HelpCenter } from './HelpCenter.tsx';
