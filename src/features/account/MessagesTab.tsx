import { MessageSquarePlus } from 'lucide-react';
import { MESSAGES, type AccountMessage } from '../../content/account.ts';
import { ButtonLink } from '../../ui/Button.tsx';

/** One message: who sent it, their role, when, and whether it is unread. */
export function MessageItem({
  message,
  compact = false,
}: {
  message: AccountMessage;
  compact?: boolean;
}) {
  return (
    <li className={`message${message.isUnread ? ' message--unread' : ''}`}>
      <img
        className="message__avatar"
        src={message.avatar.src}
        alt={message.avatar.alt}
        width={message.avatar.width}
        height={message.avatar.height}
        loading="lazy"
      />
      <div className="message__body">
        <p className="message__head">
          <span className="message__from">{message.from}</span>
          <span className="message__role">{message.fromRole}</span>
        </p>
        <p className={`message__text${compact ? ' message__text--clamped' : ''}`}>
          {message.message}
        </p>
        <p className="message__time">
          {message.timestamp}
          {message.isUnread ? <span className="message__unread">Unread</span> : null}
        </p>
      </div>
    </li>
  );
}

/** Every message from the design team and support. */
export function MessagesTab() {
  const unread = MESSAGES.filter((message) => message.isUnread).length;
  return (
    <section className="account-block" aria-labelledby="messages-title">
      <div className="account-block__head">
        <div>
          <h2 id="messages-title" className="account-block__title">
            Messages
          </h2>
          <p className="account-muted">{unread === 1 ? '1 unread' : `${unread} unread`}</p>
        </div>
        <ButtonLink
          href="/contact-us"
          variant="secondary"
          size="sm"
          icon={<MessageSquarePlus aria-hidden="true" />}
        >
          New Message
        </ButtonLink>
      </div>
      <ul className="message-list">
        {MESSAGES.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ul>
    </section>
  );
}
