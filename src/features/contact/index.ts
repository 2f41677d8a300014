export { ContactChannels } from './ContactChannels.tsx';
export { ContactForm } from './ContactForm.tsx';
