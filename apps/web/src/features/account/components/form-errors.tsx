import Alert from '@mui/material/Alert';

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
