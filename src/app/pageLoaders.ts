import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** One lazily loaded chunk per route of the route table (routeTable.ts). */
export const PAGE_LOADERS: Readonly<Record<string, () => Promise<PageModule>>> = {
  '/': () => import('../pages/HomePage.tsx'),
  '/how-it-works': () => import('../pages/HowItWorksPage.tsx'),
  '/auth': () => import('../pages/AuthPage.tsx'),
  '/try-scanner': () => import('../pages/TryScannerPage.tsx'),
  '/start-room': () => import('../pages/StartRoomPage.tsx'),
  '/delivery-availability': () => import('../pages/DeliveryAvailabilityPage.tsx'),
  '/delivery-info': () => import('../pages/DeliveryInfoPage.tsx'),
  '/help-center': () => import('../pages/HelpCenterPage.tsx'),
  '/about': () => import('../pages/AboutPage.tsx'),
  '/careers': () => import('../pages/CareersPage.tsx'),
  '/press': () => import('../pages/PressPage.tsx'),
  '/partners': () => import('../pages/PartnersPage.tsx'),
  '/browse-rooms': () => import('../pages/BrowseRoomsPage.tsx'),
  '/for-professionals': () => import('../pages/ForProfessionalsPage.tsx'),
  '/pricing': () => import('../pages/PricingPage.tsx'),
  '/subscribe': () => import('../pages/SubscribePage.tsx'),
  '/onboarding': () => import('../pages/OnboardingPage.tsx'),
  '/dashboard': () => import('../pages/DashboardPage.tsx'),
  '/privacy-policy': () => import('../pages/PrivacyPolicyPage.tsx'),
  '/terms-of-service': () => import('../pages/TermsOfServicePage.tsx'),
  '/cookie-policy': () => import('../pages/CookiePolicyPage.tsx'),
  '/hire-designer': () => import('../pages/HireDesignerPage.tsx'),
  '/design-packages': () => import('../pages/DesignPackagesPage.tsx'),
  '/upload-photos': () => import('../pages/UploadPhotosPage.tsx'),
  '/work-with-designer': () => import('../pages/WorkWithDesignerPage.tsx'),
  '/contact-us': () => import('../pages/ContactUsPage.tsx'),
  '/design-gallery': () => import('../pages/DesignGalleryPage.tsx'),
  '/see-aurevia-in-action': () => import('../pages/SeeAureviaInActionPage.tsx'),
  '/design-dashboard': () => import('../pages/DesignDashboardPage.tsx'),
  '/account': () => import('../pages/AccountPage.tsx'),
  '/features': () => import('../pages/FeaturesPage.tsx'),
  '/reviews': () => import('../pages/ReviewsPage.tsx'),
};

export const loadNotFoundPage = (): Promise<PageModule> => import('../pages/NotFoundPage.tsx');
