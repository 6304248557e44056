import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  Chip,
  IconButton,
  LinearProgress,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import {
  sliderLinkProblem,
  SLIDER_PICTURE,
  SLIDER_PICTURE_UPLOAD_TYPES,
  type AdminSlider,
} from '@nangsue/contracts/admin';
import { useState, type DragEvent } from 'react';
import {
  BooleanInput,
  Create,
  CreateButton,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  TopToolbar,
  required,
  useCanAccess,
  useCreatePath,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { callAdmin } from '../../api/client';
import { UploadButton } from '../catalog/BookFiles';
import { DragHandle, MoveButtons, reordered, useOrderedRows } from '../../components/reorder';
import { keepText } from './text';
import { useHasPermission } from '../../auth/use-has-permission';

/** The banner's shape on the home page, for previews. */
const BANNER_RATIO = `${SLIDER_PICTURE.width} / ${SLIDER_PICTURE.height}`;

const loadSliders = async () => (await callAdmin('adminSlidersList')).Items;

/**
 * The home page's sliders in their order: each row draggable onto another (or moved with its
 * arrows, for the keyboard); the cached home page follows within seconds. Which categories the
 * home page shows is the categories' business, linked from here.
 */
export const SliderList = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [locale] = useLocaleState();
  const { canAccess: canWrite } = useCanAccess({ resource: 'sliders', action: 'edit' });
  const { rows: items, save: saveOrder } = useOrderedRows(loadSliders);
  const [dragged, setDragged] = useState<number | null>(null);

  const ids = (items ?? []).map((item) => item.Id);
  const save = (next: number[]) =>
    saveOrder(() => callAdmin('adminSlidersReorder', { body: { Ids: next } }));
  const onDrop = (target: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== target)
      void save(reordered(ids, dragged, ids.indexOf(target)));
    setDragged(null);
  };

  return (
    <Box>
      <Title title={translate('resources.sliders.name', { smart_count: 2 })} />
      <TopToolbar>{canWrite ? <CreateButton resource="sliders" /> : null}</TopToolbar>
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        action={
          <MuiButton color="inherit" size="small" component={Link} to="/categories">
            {translate('nangsue.home.sliders.open_categories')}
          </MuiButton>
        }
      >
        {translate('nangsue.home.sliders.home_categories')}
      </Alert>
      <Card>
        {items === null ? <LinearProgress /> : null}
        {items?.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {translate('nangsue.home.sliders.empty')}
          </Typography>
        ) : null}
        <MuiList aria-label={translate('resources.sliders.name', { smart_count: 2 })}>
          {(items ?? []).map((slider, index) => {
            const title = locale === 'en' ? slider.TitleEn : slider.TitleTh;
            const subtitle = locale === 'en' ? slider.SubtitleEn : slider.SubtitleTh;
            return (
              <ListItem
                key={slider.Id}
                draggable={canWrite}
                data-testid="slider-row"
                onDragStart={() => setDragged(slider.Id)}
                onDragOver={(event) => {
                  if (dragged !== null) event.preventDefault();
                }}
                onDrop={onDrop(slider.Id)}
                sx={{
                  opacity: dragged === slider.Id ? 0.5 : 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  pr: 18,
                }}
                secondaryAction={
                  canWrite ? (
                    <Stack direction="row" spacing={0.5}>
                      <MoveButtons
                        name={title}
                        index={index}
                        count={ids.length}
                        onMove={(by) => void save(reordered(ids, slider.Id, index + by))}
                      />
                      <IconButton
                        size="small"
                        component={Link}
                        to={createPath({ resource: 'sliders', type: 'edit', id: slider.Id })}
                        aria-label={`${translate('ra.action.edit')}: ${title}`}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  ) : null
                }
              >
                {canWrite ? <DragHandle /> : null}
                <Box
                  component="img"
                  src={slider.PictureUrl}
                  alt=""
                  sx={{
                    width: 180,
                    aspectRatio: BANNER_RATIO,
                    objectFit: 'cover',
                    borderRadius: 1,
                    mr: 2,
                    flexShrink: 0,
                  }}
                />
                <ListItemText
                  primary={title}
                  secondary={[subtitle, slider.Link].filter(Boolean).join(' · ')}
                />
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                  {slider.IsExternal ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate('nangsue.home.sliders.external')}
                    />
                  ) : null}
                  <Chip
                    size="small"
                    color={slider.Published ? 'success' : 'default'}
                    label={translate(
                      slider.Published ? 'nangsue.home.published' : 'nangsue.home.hidden',
                    )}
                  />
                </Stack>
              </ListItem>
            );
          })}
        </MuiList>
      </Card>
    </Box>
  );
};

/** The same rule as the API's (`sliderLinkProblem`), said before saving. */
const sliderLink = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const problem = sliderLinkProblem(value.trim());
  return problem ? `nangsue.home.sliders.link_${problem}` : undefined;
};

/** The picture as the home page shows it (3:1), with its upload button. */
const SliderPicture = () => {
  const record = useRecordContext<AdminSlider>();
  const translate = useTranslate();
  const canAccess = useHasPermission('catalog.write');
  if (!record?.PictureUrl) return null;
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 720, mb: 2 }}>
      <Typography variant="subtitle1">{translate('nangsue.home.sliders.picture')}</Typography>
      <Box
        component="img"
        src={record.PictureUrl}
        alt={translate('nangsue.home.sliders.picture')}
        data-testid="slider-picture"
        sx={{ width: '100%', aspectRatio: BANNER_RATIO, objectFit: 'cover', borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('nangsue.home.sliders.picture_help')}
      </Typography>
      {canAccess ? (
        <UploadButton
          route="adminSliderPictureUpload"
          params={{ id: String(record.Id) }}
          accept={SLIDER_PICTURE_UPLOAD_TYPES}
          label={translate('nangsue.home.sliders.upload_picture')}
        />
      ) : null}
    </Stack>
  );
};

const SliderForm = ({ isEdit }: { isEdit: boolean }) => {
  const translate = useTranslate();
  return (
    <SimpleForm
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {isEdit ? <DeleteWithConfirmButton mutationMode="pessimistic" /> : null}
        </Toolbar>
      }
    >
      {isEdit ? (
        <SliderPicture />
      ) : (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('nangsue.home.sliders.create_help')}
        </Alert>
      )}
      <TextInput source="TitleTh" validate={required()} fullWidth />
      <TextInput source="TitleEn" validate={required()} fullWidth />
      <TextInput source="SubtitleTh" parse={keepText} fullWidth />
      <TextInput source="SubtitleEn" parse={keepText} fullWidth />
      <TextInput
        source="Link"
        validate={[required(), sliderLink]}
        helperText="nangsue.home.sliders.link_help"
        fullWidth
      />
      <BooleanInput source="Published" />
    </SimpleForm>
  );
};

export const SliderEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SliderForm isEdit />
  </Edit>
);

export const SliderCreate = () => (
  <Create redirect="edit" record={{ Published: false, SubtitleTh: '', SubtitleEn: '' }}>
    <SliderForm isEdit={false} />
  </Create>
);
