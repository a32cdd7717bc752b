#pragma once

#include <core/corpus.h>

#include <QHash>
#include <QWidget>

#include <optional>

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTimer;

namespace parallax::ui {

class DateField;
class EditSession;

// The selected event's title (English, Chinese and Danish), record date and summary,
// edited in place: no dialog and no OK. What is typed is written when typing
// pauses (kCommitDelayMs; the date only when it is left or Enter is pressed,
// as the beginnings of a date are other dates), when the field is left or
// Enter is pressed, and before another event is shown; each write is one
// transaction (EditEventCommand). The writes of one burst of typing in one field merge
// into one undo step: leaving the field, another field, an undo or another
// event starts a new burst. A date that is not valid EDTF is never written:
// the field turns red with the reason and the event keeps its last valid
// date. Undo and redo show in the fields at once.
class EventInspector final : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kCommitDelayMs = 500;

    explicit EventInspector(EditSession *session, QWidget *parent = nullptr);
    ~EventInspector() override;

    // Writes what is typed and not yet written (the Edit menu calls this
    // before it opens, so that Undo undoes what was just typed).
    void flush();
    // How long typing must pause before it is written (tests set 0: only
    // flush() and leaving a field write).
    void setCommitDelay(int ms);
    bool hasPendingEdit() const { return m_pending.has_value(); }
    QString eventId() const { return m_eventId; }

    QLineEdit *titleEdit() const { return m_title; }
    QLineEdit *chineseTitleEdit() const { return m_titleZh; }
    QLineEdit *danishTitleEdit() const { return m_titleDa; }
    DateField *dateField() const { return m_date; }
    QPlainTextEdit *summaryEdit() const { return m_summary; }
    QLabel *statusLabel() const { return m_status; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    enum class Field { TitleEn, TitleZh, TitleDa, Date, Summary };
    static constexpr Field kFields[] = {Field::TitleEn, Field::TitleZh, Field::TitleDa, Field::Date, Field::Summary};
    static QString languageOf(Field field); // a title's language, else empty
    QLineEdit *titleEdit(Field field) const;

    void buildForm();
    void fitTitles();
    void connectField(QWidget *widget, Field field);
    void typed(Field field);
    void refresh();
    void clear();
    QString selectedId() const;
    void load(const Event &e, bool sameEvent);
    QString fieldText(Field field) const;
    void setFieldText(Field field, const QString &text);
    void forgetTyping(Field field);
    static QString valueOf(const Event &e, Field field);
    static bool apply(Event &e, Field field, const QString &text);
    static QString fieldKey(Field field);
    QString stepName(Field field, const Event &before) const;
    void setEditable(bool on);
    void showProblem(const QString &problem);

    EditSession *m_session;
    QString m_eventId;
    QLineEdit *m_title = nullptr;
    QLineEdit *m_titleZh = nullptr;
    QLineEdit *m_titleDa = nullptr;
    QHBoxLayout *m_titles = nullptr;
    DateField *m_date = nullptr;
    QPlainTextEdit *m_summary = nullptr;
    QLabel *m_heading = nullptr;
    QLabel *m_status = nullptr;
    QTimer *m_timer = nullptr;
    // What each field showed when it was loaded or last written: a change
    // of the event that leaves a field's value as known (an edit of another
    // field, the echo of our own write) leaves what is typed there alone.
    QHash<int, QString> m_known;
    std::optional<Field> m_pending; // typed, not yet written
    int m_burst = 0; // the undo-merge key's serial: a new burst, a new step
    bool m_loading = false;
    bool m_flushing = false;
};

} // namespace parallax::ui
