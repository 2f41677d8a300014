import { createContext, useContext, useState, type ComponentProps, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import './Tabs.css';

const join = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** The chosen tab's value, for the panels. */
const ChosenTab = createContext<string | undefined>(undefined);

/** Tabs (Radix): arrow keys move between triggers, Home/End jump to the ends. */
export function Tabs({
  className,
  value,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof RadixTabs.Root>) {
  const [own, setOwn] = useState(defaultValue);
  const chosen = value ?? own;
  return (
    <ChosenTab.Provider value={chosen}>
      <RadixTabs.Root
        className={join('tabs', className)}
        value={chosen}
        onValueChange={(next) => {
          setOwn(next);
          onValueChange?.(next);
        }}
        {...props}
      />
    </ChosenTab.Provider>
  );
}

/** The row of triggers; give it an `aria-label` that names the set. */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={join('tabs__list', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={join('tabs__trigger', className)} {...props} />;
}

/** Whether the panel around has been shown yet. */
const PanelShown = createContext(true);

/**
 * A tab's panel. Every panel is in the page, the others hidden, so index.html's inline script
 * can show the one a tab chosen before the page answers controls, with its fields to type in.
 */
export function TabsContent({
  className,
  children,
  ...props
}: Omit<ComponentProps<typeof RadixTabs.Content>, 'forceMount' | 'hidden'>) {
  const chosen = useContext(ChosenTab) === props.value;
  const [shown, setShown] = useState(chosen);
  if (chosen && !shown) setShown(true);
  return (
    <RadixTabs.Content
      className={join('tabs__content', className)}
      forceMount
      hidden={!chosen}
      {...props}
    >
      <PanelShown.Provider value={shown}>{children}</PanelShown.Provider>
    </RadixTabs.Content>
  );
}

/**
 * Draws its children once their panel's tab is first chosen: for content that reads the device
 * or the network as it mounts, which a hidden panel must not make every visit pay for.
 */
export function OnceTabShown({ children }: { children: ReactNode }) {
  return useContext(PanelShown) ? children : null;
}
