import { PERMISSIONS, STAFF_ROLES } from '@nangsue/contracts/admin';

/** Choices of the staff screens; react-admin translates each `name` (a message key). */
export const ROLE_CHOICES = STAFF_ROLES.map((role) => ({
  id: role,
  name: `nangsue.roles.${role}`,
}));
export const STATUS_CHOICES = (['invited', 'active', 'disabled'] as const).map((status) => ({
  id: status,
  name: `nangsue.staff.status.${status}`,
}));
export const LANGUAGE_CHOICES = [
  { id: 'th', name: 'nangsue.staff.language.th' },
  { id: 'en', name: 'nangsue.staff.language.en' },
];
export const PERMISSION_CHOICES = PERMISSIONS.map((permission) => ({
  id: permission,
  name: `nangsue.permissions.${permission}`,
}));
