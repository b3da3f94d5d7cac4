import {
  Alert,
  NativeSelect,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  adminIntroPageRequestSchema,
  blueprintByName,
  blueprintMinutes,
  blueprintQuestionCount,
  introImageUpload,
  maxIntroDescription,
  maxIntroOverview,
  maxIntroTitle,
  languages,
  mockBlueprintNamesOf,
  mockKinds,
  type AdminIntroPage,
  type AdminIntroPageInput,
  type MockBlueprintName,
  type MockKind,
  writtenTranslations,
} from '@prepwise/contracts';
import { adminAuditKey } from '../../api/admin-audit-api';
import { allAdminPackagesQueryOptions } from '../../api/admin-catalogue-api';
import {
  adminMocksKey,
  blueprintStockQueryOptions,
  saveAdminIntroPage,
  uploadIntroImage,
} from '../../api/admin-mocks-api';
import { useMocksT } from '../../lib/use-mocks-t';
import { fieldProblemsOf } from '../../lib/field-problems';
import { FormFooter } from '../form-footer';
import { FormModal } from '../form-modal';
import { ImageUploadField } from '../image-upload-field';
import {
  emptyIntroTexts,
  IntroTranslationsFields,
  type IntroTranslationsDraft,
} from './intro-translations-fields';

/** The form's state: the request's fields, the package as the select holds it ('' for none). */
export interface IntroPageDraft {
  title: string;
  overview: string;
  description: string;
  /** Every language's texts, empty where none was written. */
  translations: IntroTranslationsDraft;
  imageUrl: string | null;
  packageId: string;
  kind: MockKind;
  blueprint: MockBlueprintName;
  activated: boolean;
}

const noTranslations = (): IntroTranslationsDraft =>
  Object.fromEntries(languages.map((language) => [language, emptyIntroTexts])) as IntroTranslationsDraft;

export const emptyIntroPageDraft: IntroPageDraft = {
  title: '',
  overview: '',
  description: '',
  translations: noTranslations(),
  imageUrl: null,
  packageId: '',
  kind: 'PTE',
  blueprint: 'full',
  activated: true,
};

export function introDraftOf(page: AdminIntroPage): IntroPageDraft {
  return {
    title: page.title,
    overview: page.overview,
    description: page.description,
    translations: { ...noTranslations(), ...page.translations },
    imageUrl: page.imageUrl,
    packageId: page.packageId === null ? '' : String(page.packageId),
    kind: page.kind,
    blueprint: page.blueprint,
    activated: page.activated,
  };
}

/** The request a draft makes: the languages with some text written (the others are not sent). */
export function introRequestOf(draft: IntroPageDraft): AdminIntroPageInput {
  const translations = writtenTranslations(draft.translations);
  return { ...draft, translations, packageId: draft.packageId === '' ? null : Number(draft.packageId) };
}

/** The fields with a translated problem text; any other field gets the general one. */
const explainedFields = ['title', 'overview', 'description', 'blueprint', 'imageUrl', 'packageId'] as const;

interface IntroPageFormProps {
  /** The page edited, or null for a new one. */
  page: AdminIntroPage | null;
  opened: boolean;
  onClose: () => void;
}

/** The dialog creating or editing a mock-test intro page. */
export function IntroPageFormModal({ page, opened, onClose }: IntroPageFormProps) {
  const { mct } = useMocksT();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={page ? mct('form.editTitle', { title: page.title }) : mct('form.newTitle')}
    >
      <IntroPageForm key={page?.id ?? 'new'} page={page} onDone={onClose} />
    </FormModal>
  );
}

function IntroPageForm({ page, onDone }: { page: AdminIntroPage | null; onDone: () => void }) {
  const { mct } = useMocksT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<IntroPageDraft>(page ? introDraftOf(page) : emptyIntroPageDraft);
  const [problems, setProblems] = useState<string[]>([]);
  const packages = useQuery(allAdminPackagesQueryOptions());
  const stock = useQuery(blueprintStockQueryOptions());
  const mutation = useMutation({
    mutationFn: (request: AdminIntroPageInput) => saveAdminIntroPage(page?.id ?? null, request),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMocksKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]);
      onDone();
    },
  });
  const set = <Field extends keyof IntroPageDraft>(field: Field, value: IntroPageDraft[Field]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const errorOf = (field: string) => {
    if (!problems.includes(field)) return undefined;
    return (explainedFields as readonly string[]).includes(field)
      ? mct(`error.${field}`)
      : mct('error.field');
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = introRequestOf(draft);
    const found = fieldProblemsOf(adminIntroPageRequestSchema, request);
    setProblems(found);
    if (found.length === 0) mutation.mutate(request);
  };
  const chooseKind = (value: string) => {
    const kind = mockKinds.find((candidate) => candidate === value) ?? 'PTE';
    // A THPT paper has only the full blueprint: a kind change keeps the blueprint only if the kind has it.
    setDraft((previous) => ({
      ...previous,
      kind,
      blueprint: mockBlueprintNamesOf(kind).includes(previous.blueprint) ? previous.blueprint : 'full',
    }));
  };
  // The size mocks have now (an admin may have changed the counts); the platform's until it loads.
  const constant = blueprintByName(draft.kind, draft.blueprint);
  const effective = stock.data?.find((named) => named.kind === draft.kind && named.name === draft.blueprint);
  const size = effective
    ? { count: effective.questionCount, minutes: effective.minutes }
    : { count: blueprintQuestionCount(constant), minutes: blueprintMinutes(constant) };
  // The page's own package stays on offer while the list loads or if it failed (a save keeps it).
  const packageOptions = packages.data
    ? packages.data.items.map((pack) => ({ value: String(pack.id), label: pack.name }))
    : page?.packageId
      ? [{ value: String(page.packageId), label: page.packageName ?? `#${page.packageId}` }]
      : [];

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          required
          label={mct('field.title')}
          value={draft.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          maxLength={maxIntroTitle}
          error={errorOf('title')}
        />
        <Text size="sm" c="dimmed">
          {mct('form.placeholders', { questions: '{{questions}}', minutes: '{{minutes}}' })}
        </Text>
        <Textarea
          required
          label={mct('field.overview')}
          value={draft.overview}
          onChange={(event) => set('overview', event.currentTarget.value)}
          maxLength={maxIntroOverview}
          autosize
          minRows={2}
          error={errorOf('overview')}
        />
        <Textarea
          label={mct('field.description')}
          value={draft.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          maxLength={maxIntroDescription}
          autosize
          minRows={3}
          error={errorOf('description')}
        />
        <IntroTranslationsFields
          value={draft.translations}
          onChange={(language, texts) =>
            setDraft((previous) => ({
              ...previous,
              translations: { ...previous.translations, [language]: texts },
            }))
          }
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="intro-kind-label">
            {mct('field.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="intro-kind-label"
            value={draft.kind}
            onChange={chooseKind}
            data={mockKinds.map((kind) => ({ value: kind, label: kind }))}
          />
        </Stack>
        <NativeSelect
          label={mct('field.blueprint')}
          value={draft.blueprint}
          onChange={(event) => set('blueprint', event.currentTarget.value as MockBlueprintName)}
          data={mockBlueprintNamesOf(draft.kind).map((name) => ({
            value: name,
            label: mct(`blueprint.${name}`),
          }))}
          description={mct('form.size', size)}
          error={errorOf('blueprint')}
        />
        <NativeSelect
          label={mct('field.packageId')}
          value={draft.packageId}
          onChange={(event) => set('packageId', event.currentTarget.value)}
          data={[{ value: '', label: mct('form.noPackage') }, ...packageOptions]}
          description={
            packages.isPending
              ? mct('form.packagesLoading')
              : packages.isError
                ? mct('form.packagesFailed')
                : undefined
          }
          error={errorOf('packageId')}
        />
        <ImageUploadField
          texts={{
            label: mct('image.label'),
            alt: mct('image.alt'),
            remove: mct('image.remove'),
            uploading: mct('image.uploading'),
            hint: mct('image.hint'),
            failed: mct('image.failed'),
          }}
          imageUrl={draft.imageUrl}
          accept={introImageUpload.contentTypes}
          upload={uploadIntroImage}
          onChange={(result) => set('imageUrl', result?.url ?? null)}
        />
        {problems.includes('imageUrl') && (
          <Text size="sm" c="red">
            {mct('error.imageUrl')}
          </Text>
        )}
        <Switch
          label={mct('field.activated')}
          checked={draft.activated}
          onChange={(event) => set('activated', event.currentTarget.checked)}
        />
        {problems.length > 0 && (
          <Alert color="red" role="alert">
            {mct('form.problems')}
          </Alert>
        )}
        <FormFooter
          mutation={mutation}
          cancel={mct('form.cancel')}
          onCancel={onDone}
          submit={page ? mct('form.save') : mct('form.create')}
        />
      </Stack>
    </form>
  );
}
