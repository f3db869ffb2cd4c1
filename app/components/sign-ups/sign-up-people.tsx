import type { ReactNode } from "react";
import { useT } from "~/hooks/use-t";
import type { SignUpSettings } from "~/types";

type Control = (name: string) => {
  id: string;
  name: string;
  defaultValue: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};
type Field = (name: string, text: ReactNode, input: ReactNode, optional?: boolean) => ReactNode;

/**
 * The people of a sign-up (issue 28): one block per person up to the event's
 * limit, as the server sends it, which works without JavaScript (blocks left
 * empty are ignored). <sign-up-people> (app/elements/sign-up-people.ts, loaded
 * only by the sign-up page, issue 38) then shows one block with an "Add a
 * person" button, and keeps every block already filled. Its words are the
 * server's: `data-add` and `data-remove` with "#" for a person's number, and
 * `data-hint` in place of the hint that speaks of rows left empty.
 */
export function SignUpPeople({
  settings,
  field,
  control,
}: {
  settings: SignUpSettings;
  field: Field;
  control: Control;
}) {
  const { t } = useT();
  const limit = settings.perSignUpLimit;
  return (
    <sign-up-people
      className="sign-up-people"
      data-add={t("signUps.form.addPerson", { number: "#", limit })}
      data-remove={t("signUps.form.removePerson", { number: "#" })}
      data-hint={t("signUps.form.peopleHintAdd", { limit })}
    >
      <p className="field-hint">{t("signUps.form.peopleHint", { limit })}</p>
      {Array.from({ length: limit }, (_, index) => index + 1).map((number) => (
        <fieldset key={number} className="field-group field-row sign-up-person">
          <legend>{t("signUps.form.person", { number })}</legend>
          {field(
            `person-${number}-name`,
            t("signUps.form.personName"),
            <input type="text" {...control(`person-${number}-name`)} />,
            number > 1,
          )}
          {settings.ageAsked
            ? field(
                `person-${number}-age`,
                t("signUps.form.age"),
                <input type="text" inputMode="numeric" {...control(`person-${number}-age`)} />,
                true,
              )
            : null}
          {settings.attendeeTypes.length > 0
            ? field(
                `person-${number}-type`,
                t("signUps.form.type"),
                <select {...control(`person-${number}-type`)}>
                  {settings.attendeeTypes.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.price ? t("signUps.form.typePrice", { type: type.name, price: type.price }) : type.name}
                    </option>
                  ))}
                </select>,
              )
            : null}
        </fieldset>
      ))}
    </sign-up-people>
  );
}
