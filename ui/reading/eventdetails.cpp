#include "eventdetails.h"

#include <core/timelinedata.h>
#include <ui/corpusmodel.h>
#include <ui/focusframe.h>
#include <ui/fonts.h>

#include <QTextBrowser>
#include <QVBoxLayout>

namespace parallax::ui {

EventDetails::EventDetails(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("eventDetails"));
    m_view = new QTextBrowser(this);
    m_view->setAccessibleName(tr("Event details"));
    m_view->setOpenLinks(false);
    m_view->setFont(fontForLanguage(QStringLiteral("zh"), font()));
    showFocusFrame(m_view);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    connect(model, &CorpusModel::selectionChanged, this, &EventDetails::refresh);
    connect(model, &CorpusModel::displayLanguageChanged, this, &EventDetails::refresh);
    refresh();
}

QString EventDetails::plainText() const
{
    return m_view->toPlainText();
}

void EventDetails::refresh()
{
    const Event *shown = m_model->shownEvent();
    if (!shown) {
        m_view->setHtml(
            QStringLiteral("<p style='color:gray'>%1</p>")
                .arg(tr("Select an event on the timeline to read what each source says about it.").toHtmlEscaped()));
        return;
    }
    // Everything from the corpus is escaped: source text is data, never markup.
    auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    // A date whose short form hides something (a qualifier, unknown digits,
    // a season, a set, an open end) is explained in words beside it.
    auto explained = [&](const HistoricalDate &d) {
        using K = HistoricalDate::EndKind;
        const bool plain = d.isValid() && !d.isSet() && !d.isApproximate() && !d.isUncertain()
            && d.start().unspecified == 0 && d.end().unspecified == 0 && !d.start().isSeason() && !d.end().isSeason()
            && d.start().significantDigits == 0 && d.startKind() == K::Bounded && d.endKind() == K::Bounded;
        if (!d.isValid() || plain)
            return QString();
        return QStringLiteral(" <span style='color:gray'>(%1)</span>").arg(esc(describeDate(d)));
    };
    const Event &e = *shown;
    const Place *place = m_model->place(e.placeId);
    QString html;
    html += QStringLiteral("<h3>%1</h3>").arg(esc(pickName(e.titles, m_model->displayLanguage())));
    if (const QString zh = e.titles.value(QStringLiteral("zh")); !zh.isEmpty() && m_model->displayLanguage() != u"zh")
        html += QStringLiteral("<p>%1</p>").arg(esc(zh));
    html
        += QStringLiteral("<p><b>%1</b> %2").arg(esc(tr("Record:")), esc(e.date.toDisplayString()) + explained(e.date));
    if (place)
        html += QStringLiteral(" · %1").arg(esc(pickName(place->names, m_model->displayLanguage())));
    html += QStringLiteral("</p><p>%1</p>").arg(esc(e.summaryEn()));
    for (const Account &a : e.accounts) {
        const Source *s = m_model->source(a.sourceId);
        const bool disagree = claimDisagrees(e, a);
        html += QStringLiteral("<hr><p><b>%1</b> <span style='color:gray'>(%2)</span><br>")
                    .arg(esc(s ? s->title : a.sourceId.str()), esc(s ? s->language : QString()));
        html += QStringLiteral("<span style='color:%1'>%2 %3</span>")
                    .arg(disagree ? QStringLiteral("#c0392b") : QStringLiteral("gray"), esc(tr("Claims:")),
                        esc(a.claimedDate.isValid() ? a.claimedDate.toDisplayString() : tr("no date"))
                            + explained(a.claimedDate));
        if (!a.dateText().isEmpty())
            html += QStringLiteral(" — «%1»").arg(esc(a.dateText()));
        html += QStringLiteral("</p><blockquote>%1</blockquote><p><i>%2</i></p>").arg(esc(a.quote()), esc(a.glossEn()));
        if (!a.noteEn().isEmpty())
            html += QStringLiteral("<p style='color:#c0392b'>⚠ %1</p>").arg(esc(a.noteEn()));
    }
    m_view->setHtml(html);
}

} // namespace parallax::ui
