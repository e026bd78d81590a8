import type { Lang } from '../../../domain/contracts/lang';

/** One place to get help: a web site (opened in a new tab) or a phone line (`tel:`). */
export interface HelpSite {
  key: string;
  href: string;
}

/**
 * Help that serves each language's players, the same organisations the responsible-gaming About
 * page names (server/db/seed/responsible-texts.ts): mainland China has no gambling help line, so
 * zh_cn lists the national and Beijing psychological help lines; Hong Kong has the Ping Wo Fund's
 * line; English readers get the international organisations. Numbers and addresses only as the
 * organisations publish them.
 */
export const helpSites: Record<Lang, readonly HelpSite[]> = {
  zh_cn: [
    { key: 'line12356', href: 'tel:12356' },
    { key: 'beijingCrisis', href: 'tel:+861082951332' },
    { key: 'ga', href: 'https://www.gamblersanonymous.org/' },
  ],
  zh_hk: [
    { key: 'pingWo', href: 'tel:+8521834633' },
    { key: 'ga', href: 'https://www.gamblersanonymous.org/' },
  ],
  en: [
    { key: 'ga', href: 'https://www.gamblersanonymous.org/' },
    { key: 'gamcare', href: 'https://www.gamcare.org.uk/' },
    { key: 'begambleaware', href: 'https://www.begambleaware.org/' },
    { key: 'gamblingTherapy', href: 'https://www.gamblingtherapy.org/' },
  ],
};
