#include "comparisonview.h"

#include <core/conflicts.h>
#include <core/textoffsets.h>
#include <ui/corpusmodel.h>
#include <ui/fonts.h>
#include <ui/language.h>
#include <ui/reading/disputeoverview.h>

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include <cmath>
#include <memory>

namespace parallax::ui {

namespace {

// A card of Compare: as tall as its text at its width, so that the claim,
// the passage, the gloss and the ⚠ note show whole; the cards scroll
// together in Compare's scroll area, never each on its own.
class Card final : public QTextBrowser
{
public:
    Card()
    {
        setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
    }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override
    {
        const std::unique_ptr<QTextDocument> doc(document()->clone());
        const int frame = 2 * frameWidth();
        doc->setTextWidth(std::max(1, w - frame));
        return int(std::ceil(doc->size().height())) + frame + 2;
    }
    QSize sizeHint() const override { return {minimumWidth(), heightForWidth(minimumWidth())}; }
};

bool endsSentence(QChar c)
{
    return c == u'。' || c == u'！' || c == u'？' || c == u'.' || c == u'!' || c == u'?' || c == u'\n';
}

} // namespace

std::pair<int, int> passageContext(const QString &text, int start, int end, int sentences)
{
    int a = start;
    for (int found = 0; a > 0; --a) {
        if (endsSentence(text[a - 1]) && ++found > sentences)
            break;
    }
    int b = end;
    for (int found = 0; b < text.size(); ++b) {
        if (endsSentence(text[b]) && ++found >= sentences) {
            ++b;
            break;
        }
    }
    return {a, std::min<int>(b, int(text.size()))};
}

ComparisonView::ComparisonView(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("comparison"));
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    QFont vf = font();
    vf.setBold(true);
    m_verdict->setFont(vf);
    m_silent = new QLabel(this);
    m_silent->setWordWrap(true);
    m_silent->setTextFormat(Qt::PlainText);
    m_columnsHost = new QWidget;
    m_columns = new QHBoxLayout(m_columnsHost);
    m_columns->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setAccessibleName(tr("What each source says"));
    scroll->setWidget(m_columnsHost);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->setFrameShape(QFrame::NoFrame);
    m_scroll = scroll;
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_verdict);
    layout->addWidget(m_silent);
    layout->addWidget(scroll, 1);
    connect(model, &CorpusModel::selectionChanged, this, &ComparisonView::refresh);
    connect(model, &CorpusModel::corpusChanged, this, &ComparisonView::refresh);
    // An edit to the selected event selects it again (CorpusModel::updateEvents);
    // the overview of disputes follows the conflicts table's rows.
    refresh();
}

void ComparisonView::showDisputesFrom(ConflictsModel *conflicts)
{
    m_disputes = new DisputeOverview(m_model, conflicts, this);
    static_cast<QVBoxLayout *>(layout())->addWidget(m_disputes, 1);
    refresh();
}

QString ComparisonView::verdictText() const
{
    return m_verdict->text();
}

int ComparisonView::columnCount() const
{
    return m_columns->count();
}

QString ComparisonView::columnText(int i) const
{
    QLayoutItem *item = m_columns->itemAt(i);
    if (!item || !item->widget())
        return {};
    auto *browser = qobject_cast<QTextBrowser *>(item->widget());
    return browser ? browser->toPlainText() : QString();
}

void ComparisonView::refresh()
{
    while (QLayoutItem *item = m_columns->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const int i = m_model->selectedEvent();
    m_scroll->setVisible(i >= 0 || !m_disputes);
    m_silent->setVisible(i >= 0);
    if (m_disputes)
        m_disputes->setVisible(i < 0);
    if (i < 0) {
        m_verdict->setText(tr("Select an event to compare what each source says about it."));
        m_silent->clear();
        if (m_disputes)
            m_disputes->refresh();
        return;
    }
    const Corpus &c = m_model->corpus();
    const Event &e = c.events[i];
    m_verdict->setText(verdict(c, e));

    QStringList citing, silent;
    for (const Account &a : e.accounts)
        if (!citing.contains(a.sourceId))
            citing << a.sourceId;
    for (const Source &s : c.sources)
        if (!citing.contains(s.id))
            silent << shortSourceName(s);
    m_silent->setText(silent.isEmpty() ? tr("Every source mentions this event.")
                                       : tr("Silent on this event: %1").arg(silent.join(QStringLiteral("; "))));

    const QColor accent = palette().color(QPalette::Highlight);
    const QString highlightText = palette().color(QPalette::HighlightedText).name();
    for (const QString &sourceId : citing) {
        const Source *s = m_model->source(sourceId);
        if (!s)
            continue;
        // One rich-text column; every piece of corpus text is escaped first.
        auto esc = [](const QString &t) { return t.toHtmlEscaped(); };
        QString html = QStringLiteral("<p><b>%1</b><br><span style='color:gray'>%2 · %3</span></p>")
                           .arg(esc(shortSourceName(*s)), esc(s->title), esc(languageName(s->language)));
        const QString text = m_model->sourceText(sourceId);
        for (const Account &a : e.accounts) {
            if (a.sourceId != sourceId)
                continue;
            const bool disagrees = a.claimedDate.isValid() && !effectiveSpan(a.claimedDate).overlaps(e.date.span());
            // The source's own words for the date, when the citation has them.
            const QString claim = !a.claimedDate.isValid() ? tr("Gives no date")
                : a.dateText.isEmpty()                     ? tr("Claims %1").arg(a.claimedDate.toDisplayString())
                                       : tr("Claims %1 — «%2»").arg(a.claimedDate.toDisplayString(), a.dateText);
            html += disagrees ? QStringLiteral("<p style='color:#c63b25'><b>%1</b></p>").arg(esc(claim))
                              : QStringLiteral("<p>%1</p>").arg(esc(claim));
            const int qs = int(utf16IndexFromCodePoint(text, a.start));
            const int qe = int(utf16IndexFromCodePoint(text, a.end));
            const auto [cs, ce] = passageContext(text, qs, qe);
            html += QStringLiteral("<p style='line-height:150%'>%1<span style='background:%4;color:%5'>%2</span>%3</p>")
                        .arg(esc(text.mid(cs, qs - cs)), esc(text.mid(qs, qe - qs)), esc(text.mid(qe, ce - qe)),
                            accent.name(), highlightText);
            html += QStringLiteral("<p><i>%1</i></p>").arg(esc(a.glossEn));
            if (!a.noteEn.isEmpty())
                html += QStringLiteral("<p style='color:#c63b25'>⚠ %1</p>").arg(esc(a.noteEn));
        }
        auto *column = new Card;
        column->setObjectName(QStringLiteral("comparisonColumn"));
        column->setFont(fontForLanguage(s->language, font()));
        column->setOpenLinks(false);
        column->setMinimumWidth(260);
        column->setHtml(html);
        m_columns->addWidget(column, 1, Qt::AlignTop);
    }
}

} // namespace parallax::ui
