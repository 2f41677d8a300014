import { CONTACT_SUCCESS, CONTACT_TOPICS } from '../../content/contact.ts';
import { RequestForm, type RequestField } from '../requests/index.ts';

const CONTACT_FIELDS: readonly RequestField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  {
    name: 'topic',
    label: 'Topic',
    type: 'select',
    options: CONTACT_TOPICS,
    emptyOption: 'Choose a topic',
    hint: 'Optional: it helps us pass your message to the right person.',
  },
  {
    name: 'message',
    label: 'Message',
    type: 'textarea',
    required: true,
    rows: 5,
    placeholder: 'How can we help?',
  },
];

const topicLabel = (value: string | undefined) =>
  CONTACT_TOPICS.find((topic) => topic.value === value)?.label;

/** One line for the account's list: the topic, then the start of the message. */
export function summarizeContact(values: Readonly<Record<string, string>>): string {
  const message = (values.message ?? '').trim().replace(/\s+/g, ' ');
  const start = message.length > 60 ? `${message.slice(0, 57)}...` : message;
  return `Message (${topicLabel(values.topic) ?? 'General'}): ${start}`;
}

/** The contact page's message form (spec 02 sections 3-5): success toast, then a fresh form. */
export function ContactForm() {
  return (
    <RequestForm
      kind="contact"
      fields={CONTACT_FIELDS}
      summarize={summarizeContact}
      submitLabel="Send Message"
      successTitle={CONTACT_SUCCESS.title}
      successText={CONTACT_SUCCESS.text}
      toast={{ title: CONTACT_SUCCESS.title, text: CONTACT_SUCCESS.text }}
      resetAfterSend
    />
  );
}
