// What pages and other features use of the design packages feature.
export {
  PackageFaqs,
  PackagePlanner,
  PackageTestimonials,
  PackagesClosing,
  PackagesHeroNotes,
} from './DesignPackages.tsx';
export {
  bookingHref,
  findPackage,
  quoteSelection,
  selectionFromSearch,
  type AddOnId,
  type PackageId,
  type PackageSelection,
} from './packageSelection.ts';
