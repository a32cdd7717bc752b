#pragma once

#include <core/citations.h>
#include <core/textoffsets.h>

#include <QHash>
#include <QTextEdit>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace parallax::ui {

class CorpusModel;

// One source's full text as plain text (never HTML), with the selected
// event's passage highlighted and every other cited passage marked quietly.
// Clicking a marked passage selects its event.
class SourceReader final : public QWidget
{
    Q_OBJECT
public:
    explicit SourceReader(CorpusModel *model, QWidget *parent = nullptr);

    QString currentSourceId() const { return m_sourceId; }
    void showSource(const QString &sourceId);
    // Opens a source at a code point and marks the place (a search hit):
    // selects the `length` code points there when they are the words
    // searched for (`words`, as typed: the hit ignores case and accents).
    void showPassage(const QString &sourceId, qsizetype codePoint, const QString &words = QString());
    // The UTF-16 range of the strong highlight in the text, or {-1, -1}.
    std::pair<int, int> highlightedRange() const { return m_highlight; }
    QPlainTextEdit *textView() const { return m_text; }

public slots:
    void focusFind();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *) override;

private:
    void refreshPicker();
    void takeCitations(QHash<QString, SourceCitations> citations);
    void markPassages(const QString &sourceId);
    QString pickerText(const QString &sourceId) const;
    void takeEdit(const QList<int> &indexes);
    void countCitedEdits();
    bool markEdited(int event);
    bool rehighlightShown();
    void followSelection();
    void highlightShownEvent();
    static QString forDisplay(const QString &text);
    void applyHighlights();
    void refreshFind();
    void remarkIfScrolled();
    void find(bool backwards);
    int eventAtPosition(int utf16) const;

    CorpusModel *m_model;
    QComboBox *m_picker;
    QLineEdit *m_find;
    QLabel *m_findStatus;
    QPlainTextEdit *m_text;
    QString m_sourceId;
    QString m_shownText; // as read, before forDisplay()
    QHash<QString, SourceCitations> m_citations; // of every source, by id
    int m_generation = 0; // of the corpus counted: older counts are dropped
    bool m_counting = false; // on a worker
    std::pair<int, int> m_highlight {-1, -1};
    // Cited passages of the current source: UTF-16 start, end, event.
    struct Passage
    {
        int start, end, event;
    };
    QList<Passage> m_passages; // by start
    int m_longestPassage = 0;
    CodePointMap m_offsets; // of the current source
    std::pair<int, int> m_marked {0, -1}; // the text range whose passages are marked
    QList<QTextEdit::ExtraSelection> m_findSelections;
};

} // namespace parallax::ui
