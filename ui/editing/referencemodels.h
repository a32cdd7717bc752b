#pragma once

#include <core/corpus.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

class QUndoCommand;

namespace parallax::ui {

class EditSession;

// The tables of Edit ▸ Places, People, Eras and Route: one row per place,
// person, era or route leg of the open database. Editing a cell pushes an
// undoable command through the EditSession (one transaction); the rows
// follow the CorpusModel, so undo and redo show at once. A change the
// repository or the checks here refuse changes nothing: setData() returns
// false and refused() says why.
class ReferenceModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit ReferenceModel(EditSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // The id of the row's place, person or era (a route leg: its number).
    QString idAt(int row) const { return m_ids.value(row); }
    int rowOf(const QString &id) const { return int(m_ids.indexOf(id)); }
    // Why the last change was refused.
    QString lastError() const { return m_error; }
    // Removes the row's item (refused while something refers to it).
    virtual bool removeAt(int row) = 0;

signals:
    void refused(const QString &reason);

protected:
    virtual QStringList currentIds() const = 0;
    virtual QStringList columnNames() const = 0;
    virtual bool editable(int column) const = 0;
    virtual void countUses() { }
    const Corpus &corpus() const;
    // Pushes `command` (nullptr: refuse with `reason`); false when refused.
    bool push(QUndoCommand *command, const QString &reason = {});
    bool refuse(const QString &reason);
    void refresh();

    EditSession *m_session;
    QStringList m_ids;
    QHash<QString, int> m_uses; // how many events (and legs) refer to each id
    QString m_error;
};

// A fresh id for a new item named `name`: "new-place", "new-place-2"…
QString freshId(const QString &name, const QString &fallback, const QStringList &taken);

// The languages names are kept in, as table columns.
QStringList nameLanguages();

class PlaceTableModel final : public ReferenceModel
{
    Q_OBJECT
public:
    enum Column { Id, NameEn, NameZh, NameDa, Latitude, Longitude, Uses, ColumnCount };
    explicit PlaceTableModel(EditSession *session, QObject *parent = nullptr);
    QVariant data(const QModelIndex &index, int role) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    // Adds a place named `name` (in the display language) at lat/lon; its id, or empty when refused.
    QString addPlace(const QString &name, double lat = 0, double lon = 0);
    bool removeAt(int row) override;
    bool setCoordinates(int row, double lat, double lon);

protected:
    QStringList currentIds() const override;
    QStringList columnNames() const override;
    bool editable(int column) const override { return column != Id && column != Uses; }
    void countUses() override;

private:
    const Place *at(int row) const;
};

class PersonTableModel final : public ReferenceModel
{
    Q_OBJECT
public:
    enum Column { Id, NameEn, NameZh, NameDa, Uses, ColumnCount };
    explicit PersonTableModel(EditSession *session, QObject *parent = nullptr);
    QVariant data(const QModelIndex &index, int role) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    QString addPerson(const QString &name);
    bool removeAt(int row) override;

protected:
    QStringList currentIds() const override;
    QStringList columnNames() const override;
    bool editable(int column) const override { return column != Id && column != Uses; }
    void countUses() override;

private:
    const Person *at(int row) const;
};

// Eras keep an English and a Chinese name; their dates are an EDTF start
// and end (an interval), each checked as typed.
class EraTableModel final : public ReferenceModel
{
    Q_OBJECT
public:
    enum Column { Id, NameEn, NameZh, NameDa, Start, End, Uses, ColumnCount };
    explicit EraTableModel(EditSession *session, QObject *parent = nullptr);
    QVariant data(const QModelIndex &index, int role) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    QString addEra(const QString &name, const QString &start, const QString &end);
    bool removeAt(int row) override;

protected:
    QStringList currentIds() const override;
    QStringList columnNames() const override;
    bool editable(int column) const override { return column != Id && column != Uses; }
    void countUses() override;

private:
    const Era *at(int row) const;
};

// The route legs in their order: from, to, departure, arrival, mode.
class RouteTableModel final : public ReferenceModel
{
    Q_OBJECT
public:
    enum Column { Order, From, To, Depart, Arrive, Mode, ColumnCount };
    explicit RouteTableModel(EditSession *session, QObject *parent = nullptr);
    QVariant data(const QModelIndex &index, int role) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    // Adds a leg after the last one; false when refused.
    bool addLeg(const QString &fromPlace, const QString &toPlace, const QString &depart, const QString &arrive);
    bool removeAt(int row) override;
    // Swaps the row's leg with the one `delta` rows away (their order).
    bool moveLeg(int row, int delta);

protected:
    QStringList currentIds() const override;
    QStringList columnNames() const override;
    bool editable(int column) const override { return column != Order; }

private:
    const RouteLeg *at(int row) const;
};

// Splits an era's date into the start and end a table shows ("1804", "1814").
std::pair<QString, QString> dateEnds(const HistoricalDate &date);
// Joins a start and an end into one EDTF date, or says why it cannot.
Result<HistoricalDate> joinDateEnds(const QString &start, const QString &end);

// The language of a new place's or person's name as typed: Chinese when it
// is written in Chinese characters (a Chinese name typed in the Chinese
// window went to the English column), else the display language, English
// for the Chinese window.
QString languageOfName(const QString &name, const QString &displayLanguage);

} // namespace parallax::ui
