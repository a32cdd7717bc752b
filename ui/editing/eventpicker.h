#pragma once

#include <QWidget>

class QLineEdit;
class QListWidget;

namespace parallax::ui {

class CorpusModel;

// An event chosen by typing part of its title (in any language) or its id:
// the list narrows as one types. Used to move an account and to merge.
class EventPicker final : public QWidget
{
    Q_OBJECT
public:
    explicit EventPicker(const CorpusModel *model, QWidget *parent = nullptr);

    // An event the list never offers (the one being edited or merged).
    void exclude(const QString &eventId);
    void setCurrentEvent(const QString &eventId);
    QString currentEvent() const; // empty when none is chosen

    QLineEdit *searchEdit() const { return m_search; }
    QListWidget *list() const { return m_list; }

signals:
    void currentEventChanged(const QString &eventId);

private:
    void fill(const QString &text);

    const CorpusModel *m_model;
    QString m_excluded;
    QLineEdit *m_search;
    QListWidget *m_list;
};

} // namespace parallax::ui
