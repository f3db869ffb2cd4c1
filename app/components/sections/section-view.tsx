import type { ServiceOption } from "~/lib/visit-form";
import type { ResolvedSection } from "~/content/model";
import {
  ActionsSection,
  CardsSection,
  GallerySection,
  ResourcesSection,
  StaffSection,
  VideosSection,
} from "./card-sections";
import { GroupFinderSection, type GroupFinderView } from "./group-finder";
import { FormSection } from "./form-section";
import type { FormPageView } from "~/lib/form-view";
import { HeroSection } from "./hero-section";
import { PrivacyStatementsSection, type PrivacyStatementsView } from "./privacy-section";
import {
  ContactSection,
  DatedListSection,
  MapSection,
  PlanVisitSection,
  SeasonFactsSection,
  ServiceTimesSection,
  type DatedItemView,
} from "./place-sections";
import {
  CalloutSection,
  ColumnsSection,
  FaqSection,
  ListSection,
  MissionSection,
  NoteSection,
  ProseSection,
  ValuesSection,
} from "./text-sections";

/** One section of a content page, by its type (app/content/schema/sections/ lists them). */
export function SectionView({ section, prepared }: { section: ResolvedSection; prepared?: unknown }) {
  switch (section.type) {
    case "prose":
      return <ProseSection section={section} />;
    case "mission":
      return <MissionSection section={section} />;
    case "values":
      return <ValuesSection section={section} />;
    case "staff":
      return <StaffSection section={section} />;
    case "cards":
      return <CardsSection section={section} />;
    case "actions":
      return <ActionsSection section={section} />;
    case "faq":
      return <FaqSection section={section} />;
    case "dated-list":
      return <DatedListSection section={section} items={(prepared as DatedItemView[] | undefined) ?? []} />;
    case "resources":
      return <ResourcesSection section={section} />;
    case "contact":
      return <ContactSection section={section} />;
    case "map":
      return <MapSection section={section} />;
    case "service-times":
      return <ServiceTimesSection section={section} />;
    case "plan-visit":
      return <PlanVisitSection section={section} options={(prepared as ServiceOption[] | undefined) ?? []} />;
    case "list":
      return <ListSection section={section} />;
    case "gallery":
      return <GallerySection section={section} />;
    case "videos":
      return <VideosSection section={section} />;
    case "note":
      return <NoteSection section={section} />;
    case "callout":
      return <CalloutSection section={section} />;
    case "hero":
      return <HeroSection section={section} />;
    case "columns":
      return <ColumnsSection section={section} />;
    case "season-facts":
      return <SeasonFactsSection section={section} />;
    case "privacy-statements":
      return <PrivacyStatementsSection section={section} view={prepared as PrivacyStatementsView | undefined} />;
    case "group-finder":
      return <GroupFinderSection section={section} view={prepared as GroupFinderView | undefined} />;
    case "form":
      return <FormSection section={section} view={prepared as FormPageView | undefined} />;
  }
}
