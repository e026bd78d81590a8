import MemberChildPage from '../member/member-child-page';

/** /Member/Transfer (being built). */
export default function TransferPage() {
  return <MemberChildPage />;
}
