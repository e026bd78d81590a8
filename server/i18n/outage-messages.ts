import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts the server says while its database is out of reach (server/db/unavailable.ts, README "Operating it"). */
export const outageMessages = {
  database_unavailable: {
    zh_cn: '服务暂时不可用，请稍后再试',
    zh_hk: '服務暫時不可用，請稍後再試',
    en: 'The service is temporarily unavailable, please try again in a moment',
  },
} satisfies Record<string, Record<Lang, string>>;
