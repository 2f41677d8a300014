import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'wouter';
import { CONTACT_CHANNELS, type ContactChannel } from '../../content/contact.ts';
import { useBrowserValue } from '../../lib/useBrowserValue.ts';
import { isLiveChatOpen } from './liveChatHours.ts';
import './ContactChannels.css';

const CHANNEL_ICONS: Readonly<
  Record<ContactChannel['id'], ComponentType<SVGProps<SVGSVGElement>>>
> = {
  chat: MessageCircle,
  email: Mail,
  phone: Phone,
};

/** Other ways to reach us, with whether live chat is staffed right now. */
export function ContactChannels() {
  // The browser's clock decides; the prerendered page says closed until it is read.
  const chatOpen = useBrowserValue(() => isLiveChatOpen(new Date()), false);
  return (
    <section className="contact-channels" aria-labelledby="contact-channels-title">
      <h2 id="contact-channels-title" className="contact-channels__title">
        Other ways to reach us
      </h2>
      <ul className="contact-channels__list">
        {CONTACT_CHANNELS.map((channel) => {
          const Icon = CHANNEL_ICONS[channel.id];
          return (
            <li key={channel.id} className="contact-channel">
              <span className="contact-channel__icon">
                <Icon aria-hidden="true" />
              </span>
              <div className="contact-channel__body">
                <h3 className="contact-channel__title">
                  {channel.title}
                  {channel.id === 'chat' ? (
                    <span
                      className={`contact-channel__status contact-channel__status--${chatOpen ? 'open' : 'closed'}`}
                    >
                      {chatOpen ? 'Open now' : 'Closed now'}
                    </span>
                  ) : null}
                </h3>
                {channel.href ? (
                  <a className="contact-channel__detail" href={channel.href}>
                    {channel.detail}
                  </a>
                ) : (
                  <p className="contact-channel__detail">{channel.detail}</p>
                )}
                <p className="contact-channel__note">{channel.note}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="contact-channels__help">
        Looking for a quick answer? The <Link href="/help-center">Help Center</Link> covers
        scanning, delivery, billing and returns.
      </p>
    </section>
  );
}
