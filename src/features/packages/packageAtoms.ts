import { atom } from 'jotai';
import type { AddOnId, PackageId } from './packageSelection.ts';

/**
 * The choice on /design-packages, kept while the app is open so a visitor who looks at the
 * hire page and comes back finds it as they left it. The most popular package comes first.
 */
export const selectedPackageAtom = atom<PackageId>('complete');
export const packageAddOnsAtom = atom<readonly AddOnId[]>([]);
export const packageRoomsAtom = atom(1);
