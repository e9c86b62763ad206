export { findGame, gameView, runningGames, LATEST_SLUG, type GameView, type PrizeView } from './game-view';
export { gameStatus, type GameStatus } from './status';
export { spin, type PlayResult } from './spin';
export { dig, treasureBoard, type BoardView, type DigResult } from './treasure';
export { createPrize, listWallet, WALLET_PAGE_SIZE, type WalletPrize, type PrizeSource } from './wallet';
export { addInfluencerCode, awardContestPrizes, contestPrizeTerms, CONTEST_PRIZE_EVENT, type ContestWinner } from './wallet-sources';
