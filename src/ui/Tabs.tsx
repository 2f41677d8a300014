import type { ComponentProps } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import './Tabs.css';

const join = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** Tabs (Radix): arrow keys move between triggers, Home/End jump to the ends. */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={join('tabs', className)} {...props} />;
}

/** The row of triggers; give it an `aria-label` that names the set. */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={join('tabs__list', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={join('tabs__trigger', className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={join('tabs__content', className)} {...props} />;
}
