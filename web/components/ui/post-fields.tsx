import type {
  ArrayPath,
  FieldValues,
  Path,
  UseFieldArrayReturn,
  UseFormReturn,
} from 'react-hook-form';

import {
  MAX_DAYS_PER_WEEK,
  MAX_HOURS_PER_DAY,
  MAX_PEOPLE_PER_SHIFT,
  MAX_POSTS,
} from '#common/schemas/quote-requests';
import { quoteRequestsText as postText } from '#common/texts/quote-requests';

import { bindField } from './bind-field.ts';
import { Button, NumberField, TextField } from './field.tsx';

/** A form that holds guard posts under `pos` (a proposal version, a request made by staff). */
export interface PostsValues extends FieldValues {
  pos: {
    nama: string;
    jam_per_hari: number;
    hari_per_minggu: number;
    personel_per_shift: number;
  }[];
}

/** A typed number, or undefined for an empty box (the schema then names the field). */
export function numberOrEmpty(value: unknown) {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text.replace(',', '.'));
}

/** A new post as the estimator starts one: a day shift of one person, six days a week. */
const newPost = (n: number) => ({
  nama: postText.postNameDefault(n),
  jam_per_hari: 8,
  hari_per_minggu: 6,
  personel_per_shift: 1,
});

/**
 * The posts of a staff form, bound to react-hook-form: one fieldset per post (name, hours a day,
 * days a week, people per shift) with its remove button, and a button that adds one. Each post
 * stacks on a phone and lays its four fields in a row on a desk.
 */
export function PostFields<Values extends PostsValues>(props: {
  form: UseFormReturn<Values, unknown, unknown>;
  posts: UseFieldArrayReturn<Values, ArrayPath<Values>, 'key'>;
  legend: (n: number) => string;
}) {
  // One shape inside: every caller's form holds `pos` as PostsValues says.
  const form = props.form as unknown as UseFormReturn<PostsValues, unknown, unknown>;
  const posts = props.posts as unknown as UseFieldArrayReturn<PostsValues, 'pos', 'key'>;
  const number = (name: Path<PostsValues>) => ({
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name, { setValueAs: numberOrEmpty }),
    className: 'min-h-11',
  });
  const listError = form.formState.errors.pos?.root?.message ?? form.formState.errors.pos?.message;
  return (
    <div className="space-y-3">
      {posts.fields.map((field, index) => {
        const name = form.watch(`pos.${index}.nama`) || props.legend(index + 1);
        return (
          <fieldset key={field.key} className="min-w-0 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">
              {props.legend(index + 1)}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <TextField
                label={postText.postName}
                className="min-h-11"
                {...bindField(form, `pos.${index}.nama`)}
              />
              <NumberField
                label={postText.hoursPerDay}
                min={1}
                max={MAX_HOURS_PER_DAY}
                {...number(`pos.${index}.jam_per_hari`)}
              />
              <NumberField
                label={postText.daysPerWeek}
                min={1}
                max={MAX_DAYS_PER_WEEK}
                {...number(`pos.${index}.hari_per_minggu`)}
              />
              <NumberField
                label={postText.peoplePerShift}
                min={1}
                max={MAX_PEOPLE_PER_SHIFT}
                {...number(`pos.${index}.personel_per_shift`)}
              />
            </div>
            {posts.fields.length > 1 ? (
              <Button
                type="button"
                variant="danger"
                className="mt-3 min-h-11"
                onClick={() => posts.remove(index)}
              >
                {postText.removePost(name)}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {listError ? (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      ) : null}
      {posts.fields.length < MAX_POSTS ? (
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          onClick={() =>
            posts.append(newPost(posts.fields.length + 1), {
              focusName: `pos.${posts.fields.length}.nama`,
            })
          }
        >
          {postText.addPost}
        </Button>
      ) : null}
    </div>
  );
}
