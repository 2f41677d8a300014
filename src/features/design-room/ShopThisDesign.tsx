import { lazy, Suspense, useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { Button } from '../../ui/Button.tsx';

export interface ShopThisDesignProps {
  pieces: readonly PlacedPiece[];
}

const loadDialog = () => import('./ShopDialog.tsx');
const ShopDialog = lazy(loadDialog);

/** "Shop this design": the design's pieces as a shopping list by brand, in a dialog. */
export function ShopThisDesign({ pieces }: ShopThisDesignProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        icon={<ShoppingBag aria-hidden="true" />}
        aria-haspopup="dialog"
        disabled={pieces.length === 0}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Shop this design
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ShopDialog open={open} onOpenChange={setOpen} pieces={pieces} />
        </Suspense>
      ) : null}
    </>
  );
}
