import {
  DESIGN_PROJECTS,
  MESSAGES,
  ORDERS,
  OVERVIEW_MESSAGES,
  OVERVIEW_ORDERS,
} from '../../content/account.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { activeDesigns, clampProgress } from './accountRules.ts';
import { MessageItem } from './MessagesTab.tsx';
import { OrderCard } from './OrdersTab.tsx';

interface OverviewTabProps {
  onShowTab: (tab: 'messages' | 'orders') => void;
  onTrack: (orderId: string) => void;
}

/** Active designs with their progress, 3 recent messages and 2 recent orders. */
export function OverviewTab({ onShowTab, onTrack }: OverviewTabProps) {
  const active = activeDesigns(DESIGN_PROJECTS);
  return (
    <div className="account-overview">
      <section className="account-block" aria-labelledby="overview-active">
        <h2 id="overview-active" className="account-block__title">
          Active Designs
        </h2>
        <ul className="active-designs">
          {active.map((project) => {
            const progress = clampProgress(project.progress);
            return (
              <li key={project.id} className="active-design">
                <img
                  className="active-design__image"
                  src={project.thumbnail.src}
                  alt={project.thumbnail.alt}
                  width={project.thumbnail.width}
                  height={project.thumbnail.height}
                  loading="lazy"
                />
                <div className="active-design__body">
                  <h3 className="active-design__name">{project.name}</h3>
                  <p className="account-muted">
                    {project.roomType} · Edited {project.lastEdited}
                  </p>
                  <div className="design-progress">
                    <p className="design-progress__text" aria-hidden="true">
                      <span>Progress</span>
                      <span>{progress}% complete</span>
                    </p>
                    <ProgressBar
                      value={progress}
                      label={`${project.name} progress`}
                      valueText={`${progress}% complete`}
                      hideLabel
                    />
                  </div>
                  <div>
                    <ButtonLink href="/design-dashboard" size="sm">
                      Continue<span className="visually-hidden">, {project.name}</span>
                    </ButtonLink>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="account-overview__columns">
        <section className="account-block" aria-labelledby="overview-messages">
          <div className="account-block__head">
            <h2 id="overview-messages" className="account-block__title">
              Recent Messages
            </h2>
            <button type="button" className="account-link" onClick={() => onShowTab('messages')}>
              View all messages
            </button>
          </div>
          <ul className="message-list">
            {MESSAGES.slice(0, OVERVIEW_MESSAGES).map((message) => (
              <MessageItem key={message.id} message={message} compact />
            ))}
          </ul>
        </section>

        <section className="account-block" aria-labelledby="overview-orders">
          <div className="account-block__head">
            <h2 id="overview-orders" className="account-block__title">
              Recent Orders
            </h2>
            <button type="button" className="account-link" onClick={() => onShowTab('orders')}>
              View all orders
            </button>
          </div>
          <ul className="order-list">
            {ORDERS.slice(0, OVERVIEW_ORDERS).map((order) => (
              <OrderCard key={order.id} order={order} onTrack={onTrack} compact />
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
