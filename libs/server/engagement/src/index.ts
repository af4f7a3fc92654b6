export { donationCampaign, startDonation, verifyDonation } from './donations/donation.service';
export { newsletterSignout, newsletterSignoutLink, newsletterStatus, subscribeToNewsletter } from './newsletter/newsletter-signout.service';
export { getOnlineCheckin, saveOnlineCheckin } from './checkin/online-checkin.service';
export { getGames, playGame } from './games/games.service';
