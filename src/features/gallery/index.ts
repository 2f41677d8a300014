// What the pages use of the design gallery.
export { BeforeAfterTeaser } from './BeforeAfterTeaser.tsx';
export { Breadcrumb, type Crumb } from './Breadcrumb.tsx';
export { FeaturedDesigners } from './FeaturedDesigners.tsx';
export { FeaturedDesigns } from './FeaturedDesigns.tsx';
export { GalleryHero } from './GalleryHero.tsx';
export { GalleryRooms } from './GalleryRooms.tsx';
export { GalleryTestimonials } from './GalleryTestimonials.tsx';
