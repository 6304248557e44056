import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

/** The server's `ErrorList` when it refused a form, announced to screen readers. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ '& ul': { m: 0, pl: 2.5 } }}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/**
 * The frame of every account form: a labelled form that validates itself (`noValidate`), the
 * server's refusal above the fields, and one or two columns of fields.
 */
export function AccountFormFrame({
  label,
  onSubmit,
  errors,
  columns = 1,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  errors: readonly string[];
  columns?: 1 | 2;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2.25,
        ...(columns === 2 ? { gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } : {}),
      }}
    >
      {errors.length > 0 ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormErrors messages={errors} />
        </Box>
      ) : null}
      {children}
    </Box>
  );
}
