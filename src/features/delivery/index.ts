export { DeliveryChecker } from './DeliveryChecker.tsx';
export {
  DeliveryAreas,
  DeliveryNextSteps,
  DeliverySteps,
  IncludedServices,
  ShippingDetails,
} from './DeliveryInfo.tsx';
