import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchProfile, modifyDrawingPassword, modifyPassword, updateProfile } from '../../api/profile';
import { profileKeys, withdrawalKeys } from '../../api/query-keys';
import { appStore, useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';

/** The member's profile; the level name comes in the lobby's language, so the language is in the key. */
export function useProfile() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: profileKeys.of(member, lang), queryFn: fetchProfile, enabled: Boolean(member), staleTime: 0 });
}

/** Saves the profile; the page and the session's user info (header, bank cards) show the reply at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (info) => {
      client.setQueryData(profileKeys.of(member, lang), info);
      appStore.getState().setUserInfo(info);
    },
  });
}

/** Changes the login password; this session stays, the member's others end on the server. */
export function useModifyPassword() {
  return useMutation({ mutationFn: modifyPassword });
}

/** Changes or sets the withdrawal password; pages that say whether one is set read again. */
export function useModifyDrawingPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: modifyDrawingPassword,
    onSuccess: () => {
      const user = appStore.getState().userinfo;
      if (user) appStore.getState().setUserInfo({ ...user, has_qk_pwd: true });
      // Not awaited: the form's own success (toast, reset) comes first, the reloads follow.
      void client.invalidateQueries({ queryKey: profileKeys.all });
      void client.invalidateQueries({ queryKey: withdrawalKeys.info });
    },
  });
}
