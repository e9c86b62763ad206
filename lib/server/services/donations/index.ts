export { causeView, donorWall, findCause, listCauses, WALL_PAGE_SIZE, type CauseView, type WallEntry } from './causes';
export { completeDonationPayment, startDonation, type DonationReturn, type StartedDonation } from './donate';
export { donationAddress } from './cake';
export { DONATIONS_TAG, invalidateDonations, invalidateDonationsForCakeTo } from './invalidate';
export { causeBySlug, causePageData, donationsPageData } from './pages';
