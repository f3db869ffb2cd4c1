import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { Translator } from "~/i18n/translate";
import { statementWords } from "~/lib/statement-words";
import type { StatementPageView } from "~/types";

/**
 * The year-end statement as a PDF (issue 30, item 4), made by React PDF from
 * the same view the printable page shows: a component, in the donor's
 * language, with the dates in the church's zone. The built-in Helvetica
 * writes every letter of English and Spanish (Latin-1); no font is fetched.
 */

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 11, fontFamily: "Helvetica", color: "#1f2933", lineHeight: 1.4 },
  church: { fontSize: 16, fontFamily: "Helvetica-Bold", color: "#173f73" },
  muted: { color: "#52606d" },
  heading: { fontSize: 14, fontFamily: "Helvetica-Bold", marginTop: 20, marginBottom: 8 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#d9e2ec", paddingVertical: 4 },
  head: { fontFamily: "Helvetica-Bold" },
  date: { width: "35%" },
  fund: { width: "40%" },
  label: { width: "75%" },
  amount: { width: "25%", textAlign: "right" },
  total: { flexDirection: "row", paddingTop: 6, fontFamily: "Helvetica-Bold" },
  paragraph: { marginTop: 12 },
});

function StatementDocument({ view, words }: { view: StatementPageView; words: Translator }) {
  const { t } = words;
  const { church, year } = view;
  const said = statementWords(view, words);
  return (
    <Document
      title={t("givingDonor.statement.pdfTitle", { church: church.name, year })}
      author={church.legalName}
      language={words.tag}
    >
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.church}>{church.legalName}</Text>
        <Text style={styles.muted}>{church.addressLine}</Text>
        <Text style={styles.muted}>{said.ein}</Text>
        <Text style={styles.heading}>{said.heading}</Text>
        <Text>{said.donor}</Text>
        <Text style={styles.muted}>{said.issued}</Text>
        <Text style={styles.paragraph}>{said.receivedBy}</Text>
        {said.none ? (
          <Text style={styles.paragraph}>{said.none}</Text>
        ) : (
          <View style={{ marginTop: 12 }}>
            <View style={[styles.row, styles.head]}>
              <Text style={styles.date}>{said.columns.date}</Text>
              <Text style={styles.fund}>{said.columns.fund}</Text>
              <Text style={styles.amount}>{said.columns.amount}</Text>
            </View>
            {view.lines.map((line) => (
              <View key={line.id} style={styles.row} wrap={false}>
                <Text style={styles.date}>{line.date}</Text>
                <Text style={styles.fund}>{line.fund}</Text>
                <Text style={styles.amount}>{line.amount}</Text>
              </View>
            ))}
            <View style={styles.total}>
              <Text style={styles.label}>{said.total}</Text>
              <Text style={styles.amount}>{view.total}</Text>
            </View>
            <Text style={styles.heading}>{said.byFund}</Text>
            {view.byFund.map((fund) => (
              <View key={fund.fund} style={styles.row}>
                <Text style={styles.label}>{fund.fund}</Text>
                <Text style={styles.amount}>{fund.amount}</Text>
              </View>
            ))}
          </View>
        )}
        <Text style={styles.paragraph}>{church.noGoods}</Text>
        <Text style={[styles.paragraph, styles.muted]}>{said.refundNote}</Text>
      </Page>
    </Document>
  );
}

export function renderStatementPdf(view: StatementPageView, words: Translator): Promise<Buffer> {
  return renderToBuffer(<StatementDocument view={view} words={words} />);
}
