import type { PortalInvitation, PortalMember } from '@nangsue/contracts/portal';
import DeleteIcon from '@mui/icons-material/PersonRemove';
import {
  Box,
  Card,
  CardContent,
  MenuItem,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  email,
  Form,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { useEffect, useState } from 'react';
import { callPortal } from '../../api/client';
import { ConfirmButton, useRunCall } from '../../components/dialogs';
import { useDateTime } from '../../lib/format';

const INVITED_ROLES = ['editor', 'finance'] as const;

/**
 * The organisation's people (`/portal/members`, permission members.manage): members with their
 * role (the owner changes editors and finance viewers, removes them), open invitations, and the
 * invitation form.
 */
export const MembersPage = () => {
  const translate = useTranslate();
  const run = useRunCall();
  const dateTime = useDateTime();
  const { identity } = useGetIdentity();
  const [members, setMembers] = useState<PortalMember[]>([]);
  const [invitations, setInvitations] = useState<PortalInvitation[]>([]);
  /** Bumped after each change: the lists are read again. */
  const [version, setVersion] = useState(0);
  const load = () => setVersion((value) => value + 1);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      callPortal('portalMembers', { signal: controller.signal }),
      callPortal('portalInvitations', { signal: controller.signal }),
    ])
      .then(([memberList, invitationList]) => {
        setMembers(memberList.Items);
        setInvitations(invitationList.Items);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [version]);

  const roleName = (role: string) => translate(`nangsue.portal.roles.${role}`);

  const invite = async (values: Record<string, unknown>) => {
    const emailValue = String(values.Email ?? '').trim();
    const role = values.Role === 'finance' ? 'finance' : 'editor';
    const done = await run(
      () => callPortal('portalInvite', { body: { Email: emailValue, Role: role } }),
      'nangsue.portal.members.invited',
      { email: emailValue },
    );
    if (done) load();
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('nangsue.portal.members.title')} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('nangsue.portal.members.title')}
          </Typography>
          <Table size="small" data-testid="portal-members">
            <TableHead>
              <TableRow>
                <TableCell>{translate('nangsue.portal.members.name')}</TableCell>
                <TableCell>{translate('nangsue.portal.members.email')}</TableCell>
                <TableCell>{translate('nangsue.portal.members.role')}</TableCell>
                <TableCell>{translate('nangsue.portal.members.two_factor')}</TableCell>
                <TableCell>{translate('nangsue.portal.members.joined')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((member) => {
                const self = identity?.id === member.MemberId;
                const fixed = self || member.Role === 'owner';
                return (
                  <TableRow key={member.MemberId}>
                    <TableCell>
                      {member.DisplayName} {self ? translate('nangsue.portal.members.you') : ''}
                    </TableCell>
                    <TableCell>{member.Email}</TableCell>
                    <TableCell>
                      {fixed ? (
                        roleName(member.Role)
                      ) : (
                        <Select
                          size="small"
                          value={member.Role}
                          inputProps={{ 'aria-label': translate('nangsue.portal.members.role') }}
                          onChange={(event) =>
                            void run(
                              () =>
                                callPortal('portalMemberRole', {
                                  params: { memberId: member.MemberId },
                                  body: { Role: event.target.value as 'editor' | 'finance' },
                                }),
                              'nangsue.portal.members.role_changed',
                            ).then(load)
                          }
                        >
                          {INVITED_ROLES.map((role) => (
                            <MenuItem key={role} value={role}>
                              {roleName(role)}
                            </MenuItem>
                          ))}
                        </Select>
                      )}
                    </TableCell>
                    <TableCell>
                      {translate(
                        member.TwoFactor
                          ? 'nangsue.portal.members.two_factor_on'
                          : 'nangsue.portal.members.two_factor_off',
                      )}
                    </TableCell>
                    <TableCell>{dateTime(member.CreatedAt)}</TableCell>
                    <TableCell align="right">
                      {fixed ? null : (
                        <ConfirmButton
                          label="nangsue.portal.members.remove"
                          icon={<DeleteIcon />}
                          color="error"
                          title="nangsue.portal.members.remove_title"
                          content="nangsue.portal.members.remove_content"
                          translateOptions={{ email: member.Email }}
                          onConfirm={() =>
                            run(
                              () =>
                                callPortal('portalMemberRemove', {
                                  params: { memberId: member.MemberId },
                                }),
                              'nangsue.portal.members.removed',
                            ).then(load)
                          }
                        />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('nangsue.portal.members.invite_title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('nangsue.portal.members.invite_help')}
          </Typography>
          <Form onSubmit={invite} defaultValues={{ Role: 'editor' }} noValidate>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <TextInput
                source="Email"
                type="email"
                label="nangsue.portal.members.email"
                validate={[required(), email()]}
                sx={{ minWidth: 280 }}
              />
              <SelectInput
                source="Role"
                label="nangsue.portal.members.role"
                choices={INVITED_ROLES.map((role) => ({ id: role, name: roleName(role) }))}
                validate={required()}
              />
              <SaveButton label="nangsue.portal.members.invite" alwaysEnable sx={{ mt: 1 }} />
            </Box>
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('nangsue.portal.members.invitations_title')}
          </Typography>
          {invitations.length === 0 ? (
            <Typography color="text.secondary">
              {translate('nangsue.portal.members.no_invitations')}
            </Typography>
          ) : (
            <Table size="small" data-testid="portal-invitations">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('nangsue.portal.members.email')}</TableCell>
                  <TableCell>{translate('nangsue.portal.members.role')}</TableCell>
                  <TableCell>{translate('nangsue.portal.members.expires')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {invitations.map((invitation) => (
                  <TableRow key={invitation.InvitationId}>
                    <TableCell>{invitation.Email}</TableCell>
                    <TableCell>{roleName(invitation.Role)}</TableCell>
                    <TableCell>{dateTime(invitation.ExpiresAt)}</TableCell>
                    <TableCell align="right">
                      <ConfirmButton
                        label="nangsue.portal.members.revoke"
                        title="nangsue.portal.members.revoke_title"
                        content="nangsue.portal.members.revoke_content"
                        translateOptions={{ email: invitation.Email }}
                        onConfirm={() =>
                          run(
                            () =>
                              callPortal('portalInvitationRevoke', {
                                params: { invitationId: invitation.InvitationId },
                              }),
                            'nangsue.portal.members.revoked',
                          ).then(load)
                        }
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
