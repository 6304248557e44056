'use client';

import type { GENDERS } from '@nangsue/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

export type Gender = (typeof GENDERS)[number];

const UNSPECIFIED = 'unspecified';

/** Gender, optional: male, female, or not said. */
export function GenderField({
  value,
  onChange,
}: {
  value: Gender | null;
  onChange: (value: Gender | null) => void;
}) {
  const t = useTranslations('account.fields');
  const labelId = useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>{t('gender')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value ?? UNSPECIFIED}
        onChange={(event) =>
          onChange(event.target.value === UNSPECIFIED ? null : (event.target.value as Gender))
        }
      >
        <FormControlLabel value="M" control={<Radio />} label={t('genderMale')} />
        <FormControlLabel value="F" control={<Radio />} label={t('genderFemale')} />
        <FormControlLabel value={UNSPECIFIED} control={<Radio />} label={t('genderUnspecified')} />
      </RadioGroup>
    </FormControl>
  );
}
