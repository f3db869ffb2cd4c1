import insightsStyles from "~/styles/admin-insights.css?url";

/** Insights' stylesheet (its charts and figures), on its page only (React hoists it into <head>). */
export function InsightsStyles() {
  return <link rel="stylesheet" href={insightsStyles} precedence="default" />;
}
