/**
 * The first-deposit bonus's own wagering requirement, read by the server (what it stores and checks)
 * and by the lobby (what the activity and withdraw pages say). The product spec only sets one times
 * valid betting for deposits; the bonus needs more, or a deposit bet once would cash the bonus out.
 * See README.md, "First-deposit bonus wagering".
 */
export const FIRST_DEPOSIT_BONUS_WAGER_TIMES = 10;
