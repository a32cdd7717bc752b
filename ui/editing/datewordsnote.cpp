#include "datewordsnote.h"

#include "datefield.h"

#include <core/corpus.h>
#include <core/textoffsets.h>

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include <algorithm>

namespace parallax::ui {

DateWordsNote::DateWordsNote(QLineEdit *words, DateField *claimed, QWidget *parent)
    : QWidget(parent)
    , m_words(words)
    , m_claimed(claimed)
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("dateFrom"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText); // the source's words, never markup
    m_label->setMinimumHeight(fontMetrics().lineSpacing() * 2 + 2); // two lines, never clipped
    m_clear = new QPushButton(tr("Clear Words"), this);
    m_clear->setObjectName(QStringLiteral("clearDateWords"));
    m_clear->setToolTip(tr("Store no date words: the claimed date is then not given as the source's wording."));
    m_clear->hide();
    row->addWidget(m_label, 1);
    row->addWidget(m_clear, 0, Qt::AlignTop);
    connect(m_clear, &QPushButton::clicked, this, &DateWordsNote::clearWords);
    connect(m_claimed->edit(), &QLineEdit::textEdited, this, [this] { setClaimTyped(true); });
    connect(m_claimed, &DateField::changed, this, &DateWordsNote::refresh);
}

void DateWordsNote::setNote(const QString &text)
{
    m_note = text;
    refresh();
}

void DateWordsNote::setWordsDate(const HistoricalDate &date)
{
    m_wordsDate = date;
    refresh();
}

void DateWordsNote::setNoWords()
{
    m_wordsDate = HistoricalDate();
    setNote(m_claimTyped ? tr("No date words: the claimed date is not given as the source's wording.") : QString());
}

void DateWordsNote::setUnreadable(const QString &why)
{
    m_wordsDate = HistoricalDate();
    setNote(tr("These words give no date: %1").arg(why));
}

void DateWordsNote::setClaimTyped(bool typed)
{
    m_claimTyped = typed;
    refresh();
}

bool DateWordsNote::contradicts() const
{
    const HistoricalDate claimed = m_claimed->date();
    return m_claimTyped && m_wordsDate.isValid() && claimed.isValid() && !m_words->text().trimmed().isEmpty()
        && !m_wordsDate.span().overlaps(claimed.span());
}

// The note, or the warning that the words say another date than the one
// typed as claimed: they would be stored as the source's wording of it.
void DateWordsNote::refresh()
{
    const bool contradict = contradicts();
    QPalette pal = m_label->palette();
    pal.setColor(QPalette::WindowText, contradict ? refusalColour(palette()) : palette().color(QPalette::WindowText));
    m_label->setPalette(pal);
    m_clear->setVisible(contradict);
    if (!contradict) {
        m_label->setText(m_note);
        return;
    }
    m_label->setText(tr("⚠ The date words “%1” say %2, not the claimed date %3.")
                         .arg(m_words->text().trimmed(), m_wordsDate.toDisplayString(locale()),
                             m_claimed->date().toDisplayString(locale())));
}

// The button beside the warning: the words go, and the note says so.
void DateWordsNote::clearWords()
{
    m_words->clear();
    setNoWords();
    m_words->setFocus();
}

namespace {
// How far back date words are read for the date they leave out: a few
// pages, from the start of a line ("４月６日" after a chapter naming 1814).
constexpr qsizetype kContextUnits = 20000;
} // namespace

QStringView dateContextBefore(const QString &sourceText, qsizetype start)
{
    const CodePointMap map(sourceText);
    const qsizetype from = std::max<qsizetype>(0, map.toUtf16(start));
    qsizetype contextStart = std::max<qsizetype>(0, from - kContextUnits);
    if (contextStart > 0) {
        const qsizetype line = sourceText.indexOf(u'\n', contextStart);
        if (line >= 0 && line < from)
            contextStart = line + 1;
    }
    return QStringView(sourceText).mid(contextStart, from - contextStart);
}

DatePhraseOptions datePhraseOptions(const Source *source)
{
    DatePhraseOptions options;
    if (source)
        options.language = dateLanguageFromCode(source->language).value_or(DateLanguage::Auto);
    return options;
}

} // namespace parallax::ui
