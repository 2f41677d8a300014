/**
 * react-hot-toast and the app's toaster: the code behind `toast` (toast.ts), loaded with the
 * visit's first toast. Evaluating it injects the library's keyframes into a new style sheet,
 * which restyles the whole page: a long task on a phone that most visits never need.
 */
export { toast } from 'react-hot-toast';
export { AppToaster } from './Toaster.tsx';
