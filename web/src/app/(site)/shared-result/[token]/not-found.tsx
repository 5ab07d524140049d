import { SharedGoneScreen, sharedGoneMetadata } from '@/features/results/share/SharedGone';

export const metadata = sharedGoneMetadata();

/** 404 of a shared link (and its comparison) that is unknown or no longer shared. */
export default function SharedResultNotFound() {
  return <SharedGoneScreen />;
}
