// What the pages use of the transformations showcase and the in-action page.
export { CompleteProcess } from './CompleteProcess.tsx';
export { FeaturedTransformations } from './FeaturedTransformations.tsx';
export { ScanRoomButton } from './ScanRoomButton.tsx';
export { ShowcaseHero } from './ShowcaseHero.tsx';
export { SocialProof } from './SocialProof.tsx';
export { TransformationCards } from './TransformationCards.tsx';
export { WipeFrame } from './WipeFrame.tsx';
export { nextWipePosition, wipeStage, type WipeStage } from './wipe.ts';
export { useScrolledPast } from './useScrolledPast.ts';
