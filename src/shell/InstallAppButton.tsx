import { Suspense, lazy, useRef, useState, type ReactNode, type Ref } from 'react';
import { useAtom } from 'jotai';
import { Download, SquarePlus } from 'lucide-react';
import { useBrowserValue } from '../lib/useBrowserValue.ts';
import { installPromptAtom, isIosSafari, isStandalone } from '../lib/pwa.ts';
import './InstallAppButton.css';

// Radix stays out of the entry chunk: the steps load the first time someone asks for them.
const AddToHomeScreenDialog = lazy(() => import('./AddToHomeScreenDialog.tsx'));

type Variant = 'menu' | 'footer';

export function InstallAppButton({ variant }: { variant: Variant }) {
  const [installPrompt, setInstallPrompt] = useAtom(installPromptAtom);
  // The prerendered page shows neither button; the browser's answer follows on hydration.
  const standalone = useBrowserValue(isStandalone, true);
  const iosSafari = useBrowserValue(
    () => isIosSafari(navigator.userAgent, standalone, navigator.maxTouchPoints),
    false,
  );

  async function install() {
    if (!installPrompt) return;
    try {
      await installPrompt.prompt();
      await installPrompt.userChoice;
    } finally {
      // The browser shows each prompt event once, whatever the user chose.
      setInstallPrompt(null);
    }
  }

  if (standalone) return null;
  if (installPrompt) {
    return (
      <InstallButton
        variant={variant}
        icon={<Download aria-hidden="true" />}
        onClick={() => void install()}
      >
        Install app
      </InstallButton>
    );
  }
  if (iosSafari) return <AddToHomeScreen variant={variant} />;
  return null;
}

function AddToHomeScreen({ variant }: { variant: Variant }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <InstallButton
        ref={buttonRef}
        variant={variant}
        icon={<SquarePlus aria-hidden="true" />}
        opensDialog
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Add to Home Screen
      </InstallButton>
      {/* Kept mounted once loaded, so closing can animate and hand focus back to the button. */}
      {requested && (
        <Suspense fallback={null}>
          <AddToHomeScreenDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}

function InstallButton({
  variant,
  icon,
  children,
  onClick,
  opensDialog = false,
  ref,
}: {
  variant: Variant;
  icon: ReactNode;
  children: string;
  onClick: () => void;
  opensDialog?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={`install-app install-app--${variant}`}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      onClick={onClick}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}
